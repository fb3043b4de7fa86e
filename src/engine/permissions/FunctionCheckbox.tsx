// One box of the function checklist: ticked, clear, or mixed when it stands for several codes of which some are
// held. Mixed is the input's own indeterminate state, so screen readers say "mixed" and tests can ask for it.
import { Checkbox, FormControlLabel } from '@mui/material';
import { memo, useCallback } from 'react';
import type { CheckState } from '../../config/permissionTree';

interface FunctionCheckboxProps {
  label: string;
  state: CheckState;
  codes: readonly string[];
  disabled?: boolean;
  strong?: boolean;
  onToggle: (codes: readonly string[], on: boolean) => void;
}

export const FunctionCheckbox = memo(({ label, state, codes, disabled, strong, onToggle }: FunctionCheckboxProps) => {
  const mixed = state === 'mixed';
  const setIndeterminate = useCallback(
    (input: HTMLInputElement | null) => {
      if (input) input.indeterminate = mixed;
    },
    [mixed],
  );
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      sx={{ mr: 1, '& .MuiFormControlLabel-label': { fontWeight: strong ? 600 : undefined, fontSize: strong ? undefined : '0.875rem' } }}
      control={
        <Checkbox
          size="small"
          checked={state === 'checked'}
          indeterminate={mixed}
          // A mixed box ticks all it stands for, as a clear one does.
          onChange={() => onToggle(codes, state !== 'checked')}
          slotProps={{ input: { ref: setIndeterminate } }}
        />
      }
    />
  );
});
FunctionCheckbox.displayName = 'FunctionCheckbox';
