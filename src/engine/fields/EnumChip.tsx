// An enum value as a translated chip, coloured by what it means for the merchant (the schema's x-tone).
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Tone } from '../../validation/entityTypes';
import { CELL_CLASSES, chipTone } from './cellClasses';

export const enumLabelKey = (enumName: string | undefined, value: string) => `enums.${enumName ?? 'unknown'}.${value}`;

export const EnumChip = ({ enumName, value, tones }: { enumName?: string; value: string; tones?: Record<string, Tone> }) => {
  const translate = useTranslate();
  const tone = tones?.[value];
  return <Chip size="small" variant={tone ? 'filled' : 'outlined'} color={tone ?? 'default'} label={translate(enumLabelKey(enumName, value), { _: value })} />;
};

/**
 * The same chip in a list's cell, as two spans styled once by the table's theme: a page of rows drew a MUI Chip (two
 * styled elements, their styles worked out per render) in each (issue #12).
 */
export const CellChip = ({ enumName, value, tones }: { enumName?: string; value: string; tones?: Record<string, Tone> }) => {
  const translate = useTranslate();
  const tone = tones?.[value];
  return (
    <span className={tone ? `${CELL_CLASSES.chip} ${chipTone(tone)}` : CELL_CLASSES.chip}>
      <span className={CELL_CLASSES.chipLabel}>{translate(enumLabelKey(enumName, value), { _: value })}</span>
    </span>
  );
};
