// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Menu, MantineProvider, Modal, Select } from '@mantine/core';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { eventually } from '@/test/eventually';
import { TimeSelect } from './time-select';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/**
 * On a phone's viewport an absolutely positioned dropdown that sticks out widens the page (and the
 * full-screen dialog, its input and the dropdown copying the input's width with it): every
 * dropdown of the app is positioned against the screen instead (e2e/calendar-phone.test.ts shows
 * the picking itself by touch at 390×844).
 */
describe('dropdowns under the app theme', () => {
  it('are positioned fixed: a Select, a time select and a menu, inside a full-screen dialog, set by the theme alone', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    await act(async () => {
      root!.render(
        <MantineProvider theme={theme}>
          <Modal opened onClose={() => undefined} fullScreen title="New appointment">
            <Select label="Service" data={['Cut', 'Colour']} comboboxProps={{ withinPortal: true }} />
            <TimeSelect label="Start" value="10:00" onChange={() => undefined} timeFormat={24} />
            <Menu opened>
              <Menu.Target>
                <button type="button">New</button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item>Block time</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Modal>
        </MantineProvider>,
      );
    });
    const dropdowns = () => [...document.querySelectorAll<HTMLElement>('.mantine-Select-dropdown, .mantine-Menu-dropdown')];
    await eventually(() => expect(dropdowns()).toHaveLength(3));
    expect(dropdowns().map((dropdown) => dropdown.dataset.fixed)).toEqual(['true', 'true', 'true']);
  });
});
