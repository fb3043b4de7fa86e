// A record's functions read back (a staff member's page): each menu group with the functions held in it, a
// function held whole by its own name, one held in part by the sub-functions held.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { codesOfNode, stateOf } from '../../config/permissionTree';
import { consolePermissionGroups, permissionLabel } from './permissionGroups';

export const FunctionList = ({ codes }: { codes: readonly string[] }) => {
  const translate = useTranslate();
  const held = new Set(codes);
  const lines = consolePermissionGroups().flatMap((group) => {
    const names = group.nodes.flatMap((node) => {
      const state = stateOf(codesOfNode(node), held);
      if (state === 'checked' || (state === 'mixed' && node.children.length === 0)) return [translate(permissionLabel(node.code))];
      return node.children.filter((child) => held.has(child)).map((child) => translate(permissionLabel(child)));
    });
    return names.length > 0 ? [{ key: group.key, group: translate(group.label), names }] : [];
  });
  return (
    <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
      {lines.map((line) => (
        <Typography key={line.key} component="li" variant="body2" sx={{ mb: 0.5 }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {line.group}:
          </Box>{' '}
          {line.names.join(translate('engine.listSeparator'))}
        </Typography>
      ))}
    </Box>
  );
};
