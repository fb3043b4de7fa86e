// The functions a record holds (a staff member's permission codes), as the spec's hierarchical checklist: one box
// per menu group, per function and per sub-function; ticking a parent ticks all it holds, a partly ticked parent
// shows mixed (spec 001 Staff). Presets (a resource file's "presets": roles) fill the whole list in one choice and
// name it: choosing one role clears the functions of any other ("the role tree allows only one top role").
import { Box, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { useGetList, useInput, useTranslate, type RaRecord } from 'react-admin';
import { codesOfNode, stateOf, toggled, type PermissionGroup } from '../../config/permissionTree';
import type { FieldDescriptor } from '../../validation/entityTypes';
import { fieldValidator } from '../inputs/fieldValidator';
import { validationMessage } from '../inputs/validationMessage';
import { FunctionCheckbox } from './FunctionCheckbox';
import { consolePermissionGroups, permissionLabel } from './permissionGroups';

export interface Presets {
  /** The resource whose records are the presets (staffRoles). */
  resource: string;
  /** Their field naming them, which the form keeps under the same name (roleName). */
  label: string;
}

interface PermissionTreeInputProps {
  entity: string;
  field: FieldDescriptor;
  label: string;
  disabled?: boolean;
  presets?: Presets;
}

const EMPTY: string[] = [];

const asCodes = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

export const PermissionTreeInput = ({ entity, field, label, disabled, presets }: PermissionTreeInputProps) => {
  const translate = useTranslate();
  const validate = useMemo(() => fieldValidator(entity, field.name, field.required), [entity, field]);
  // An empty list to start with: the rule that speaks is 'choose at least one', not a bare 'required'.
  const { field: input, fieldState, isRequired } = useInput({ source: field.name, validate, defaultValue: EMPTY });
  const codes = asCodes(input.value);
  const held = useMemo(() => new Set(codes), [input.value]);
  const { onChange } = input;
  const onToggle = useCallback((toggledCodes: readonly string[], on: boolean) => onChange(toggled(codes, toggledCodes, on)), [onChange, input.value]);
  const error = fieldState.error?.message;
  const helpId = `${field.name}-help`;

  return (
    <FormControl component="fieldset" error={Boolean(error)} fullWidth sx={{ mb: 2 }} aria-describedby={helpId}>
      {presets && <PresetPicker presets={presets} source={field.name} disabled={disabled} />}
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mt: presets ? 2 : 0, mb: 1 }}>
        <FormLabel component="legend" required={isRequired} sx={{ fontWeight: 600 }}>
          {label}
        </FormLabel>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {codes.length === 0 ? translate('engine.permissionTree.none') : translate('engine.permissionTree.selected', { count: codes.length })}
        </Typography>
      </Box>
      {/* Columns, not a grid: groups differ in length, and a long one must not leave a hole beside a short one. */}
      <Box sx={{ columnCount: { xs: 1, md: 2, xl: 3 }, columnGap: 1.5 }}>
        {consolePermissionGroups().map((group) => (
          <FunctionGroup key={group.key} group={group} held={held} disabled={disabled} onToggle={onToggle} />
        ))}
      </Box>
      <FormHelperText id={helpId} role={error ? 'alert' : undefined}>
        {error ? validationMessage(translate, error) : ' '}
      </FormHelperText>
    </FormControl>
  );
};

const FunctionGroup = ({
  group,
  held,
  disabled,
  onToggle,
}: {
  group: PermissionGroup;
  held: ReadonlySet<string>;
  disabled?: boolean;
  onToggle: (codes: readonly string[], on: boolean) => void;
}) => {
  const translate = useTranslate();
  const allCodes = useMemo(() => group.nodes.flatMap(codesOfNode), [group]);
  const groupLabel = translate(group.label);
  return (
    <Box
      component="fieldset"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 1.5,
        pt: 0.5,
        pb: 1,
        m: 0,
        mb: 1.5,
        minWidth: 0,
        breakInside: 'avoid',
        display: 'block',
      }}
    >
      <Box component="legend" sx={{ px: 0.5 }}>
        <FunctionCheckbox label={groupLabel} state={stateOf(allCodes, held)} codes={allCodes} disabled={disabled} strong onToggle={onToggle} />
      </Box>
      {group.nodes.map((node) => (
        <Box key={node.code}>
          <FunctionCheckbox
            label={translate(permissionLabel(node.code))}
            state={stateOf(codesOfNode(node), held)}
            codes={codesOfNode(node)}
            disabled={disabled}
            onToggle={onToggle}
          />
          {node.children.length > 0 && (
            <Box sx={{ pl: 3.5, display: 'flex', flexWrap: 'wrap' }}>
              {node.children.map((child) => (
                <FunctionCheckbox
                  key={child}
                  label={translate(permissionLabel(child))}
                  state={held.has(child) ? 'checked' : 'unchecked'}
                  codes={[child]}
                  disabled={disabled}
                  onToggle={onToggle}
                />
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
};

/** The presets as one choice: picking one names the record after it and replaces the functions with its own. */
const PresetPicker = ({ presets, source, disabled }: { presets: Presets; source: string; disabled?: boolean }) => {
  const translate = useTranslate();
  const { setValue, watch } = useFormContext();
  const chosen = watch(presets.label) as string | undefined;
  const { data = [], isPending } = useGetList<RaRecord>(presets.resource, {
    pagination: { page: 1, perPage: 50 },
    sort: { field: presets.label, order: 'ASC' },
  });
  const choose = (name: string) => {
    const preset = data.find((record) => record[presets.label] === name);
    if (!preset) return;
    setValue(presets.label, name, { shouldDirty: true });
    setValue(source, toggled([], asCodes(preset[source]), true), { shouldDirty: true, shouldValidate: true });
  };
  const labelId = `${presets.label}-preset-label`;
  return (
    <Box>
      <FormLabel id={labelId} sx={{ fontWeight: 600 }}>
        {translate(`resources.${presets.resource}.fields.${presets.label}`)}
      </FormLabel>
      <Typography variant="body2" color="text.secondary">
        {isPending ? translate('engine.permissionTree.loadingRoles') : translate('engine.permissionTree.roleHint')}
      </Typography>
      <RadioGroup row aria-labelledby={labelId} value={chosen ?? ''} onChange={(event) => choose(event.target.value)}>
        {data.map((record) => (
          <FormControlLabel
            key={String(record.id)}
            value={String(record[presets.label])}
            control={<Radio size="small" />}
            label={String(record[presets.label])}
            disabled={disabled}
          />
        ))}
      </RadioGroup>
    </Box>
  );
};
