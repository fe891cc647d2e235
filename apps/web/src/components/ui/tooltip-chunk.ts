// The tooltip on its own, for LazyTooltip's dynamic import: importing '@mantine/core' dynamically
// would make the whole library one chunk that every screen waits for.
export { Tooltip } from '@mantine/core';
