// An enum value as a translated chip, coloured by what it means for the merchant (spec statuses).
import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Values that mean "working" or "stopped"; everything else is neutral. */
const TONE: Record<string, Record<string, ChipProps['color']>> = {
  storeStatus: { N: 'success', C: 'error' },
  storefrontStatus: { open: 'success', close: 'default' },
  publishFlag: { Y: 'primary', N: 'default', R: 'default' },
  headOffice: { Y: 'secondary' },
  ticketStatus: { '0': 'warning', '1': 'success', '2': 'info', '3': 'default' },
  blacklisted: { Y: 'error', N: 'success' },
};

export const enumLabelKey = (enumName: string | undefined, value: string) => `enums.${enumName ?? 'unknown'}.${value}`;

export const EnumChip = ({ enumName, value }: { enumName?: string; value: string }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={TONE[enumName ?? '']?.[value] ? 'filled' : 'outlined'}
      color={TONE[enumName ?? '']?.[value] ?? 'default'}
      label={translate(enumLabelKey(enumName, value), { _: value })}
    />
  );
};
