import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCertificate, IconLock, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';

/** Card networks as small neutral marks (names are brands, not phrases). */
const CARD_NETWORKS = ['VISA', 'Mastercard', 'AMEX', 'Maestro'] as const;

function CardMark({ name }: { name: (typeof CARD_NETWORKS)[number] }) {
  return (
    <svg width="46" height="30" viewBox="0 0 46 30" role="img" aria-label={name}>
      <rect x="0.5" y="0.5" width="45" height="29" rx="5" fill="#fff" stroke="#adb5bd" />
      {name === 'Mastercard' ? (
        <>
          <circle cx="19" cy="15" r="8" fill="#d6282f" />
          <circle cx="27" cy="15" r="8" fill="#f0a30a" fillOpacity="0.9" />
        </>
      ) : (
        <text x="23" y="19" textAnchor="middle" fontSize={name === 'Maestro' ? 9 : 11} fontWeight="700" fontFamily="Arial, sans-serif" fill={name === 'AMEX' ? '#1f5aa6' : '#1a1f71'}>
          {name}
        </text>
      )}
    </svg>
  );
}

/** Payment screens' trust row (spec §2.5): card networks, a secure-payment badge, two security badges. */
export function SecurityBadges() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="center">
      <Group gap={6} justify="center" aria-label={t('shell.accepted_cards')} role="group">
        <VisuallyHidden>{t('shell.accepted_cards')}</VisuallyHidden>
        {CARD_NETWORKS.map((name) => (
          <CardMark key={name} name={name} />
        ))}
      </Group>
      <Group gap="xs" justify="center">
        <Badge variant="filled" color="#1e6b31" leftSection={<IconLock size={14} aria-hidden />} radius="sm">
          {t('shell.secure_payment')}
        </Badge>
        <Badge variant="outline" color="gray" leftSection={<IconShieldCheck size={14} aria-hidden />} radius="sm">
          <Text span size="xs" fw={700} c="gray.8">
            {t('shell.ssl_encrypted')}
          </Text>
        </Badge>
        <Badge variant="outline" color="gray" leftSection={<IconCertificate size={14} aria-hidden />} radius="sm">
          <Text span size="xs" fw={700} c="gray.8">
            {t('shell.pci_compliant')}
          </Text>
        </Badge>
      </Group>
    </Stack>
  );
}
