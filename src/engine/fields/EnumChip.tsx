// An enum value as a translated chip, coloured by what it means for the merchant (the schema's x-tone).
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Tone } from '../../validation/entityTypes';

export const enumLabelKey = (enumName: string | undefined, value: string) => `enums.${enumName ?? 'unknown'}.${value}`;

export const EnumChip = ({ enumName, value, tones }: { enumName?: string; value: string; tones?: Record<string, Tone> }) => {
  const translate = useTranslate();
  const tone = tones?.[value];
  return <Chip size="small" variant={tone ? 'filled' : 'outlined'} color={tone ?? 'default'} label={translate(enumLabelKey(enumName, value), { _: value })} />;
};
