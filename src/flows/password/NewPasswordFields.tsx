// The new login password twice, with the spec 001 rules as a checklist that ticks off while the person types
// (used by the reset-password wizard and by Change password).
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../../engine/pages/ShowSections';
import { PASSWORD_CHECKLIST, type NewPasswordErrors, type NewPasswordValues } from './newPassword';
import { PasswordField } from './PasswordField';

interface NewPasswordFieldsProps {
  values: NewPasswordValues;
  errors: NewPasswordErrors;
  onChange: (values: NewPasswordValues) => void;
  autoFocus?: boolean;
}

export const NewPasswordFields = ({ values, errors, onChange, autoFocus }: NewPasswordFieldsProps) => {
  const translate = useTranslate();
  const rulesId = useId();
  return (
    <>
      <PasswordField
        label={translate('passwordFields.newPassword')}
        value={values.newPassword}
        onChange={(newPassword) => onChange({ ...values, newPassword })}
        error={errors.newPassword}
        autoComplete="new-password"
        autoFocus={autoFocus}
        describedBy={rulesId}
      />
      <div id={rulesId}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {translate('passwordFields.rulesTitle')}
        </Typography>
        <List dense disablePadding>
          {PASSWORD_CHECKLIST.map((rule) => {
            const met = rule.met(values.newPassword);
            return (
              <ListItem key={rule.key} disableGutters sx={{ py: 0 }}>
                <ListItemIcon sx={{ minWidth: 28 }}>
                  {met ? <CheckCircleIcon fontSize="small" color="success" /> : <RadioButtonUncheckedIcon fontSize="small" color="disabled" />}
                </ListItemIcon>
                <ListItemText
                  primary={
                    <>
                      {translate(`passwordFields.rules.${rule.key}`)}
                      <Typography component="span" sx={visuallyHidden}>
                        {` (${translate(met ? 'passwordFields.ruleMet' : 'passwordFields.ruleMissing')})`}
                      </Typography>
                    </>
                  }
                  slotProps={{ primary: { variant: 'body2', color: met ? 'text.primary' : 'text.secondary' } }}
                />
              </ListItem>
            );
          })}
        </List>
      </div>
      <PasswordField
        label={translate('passwordFields.confirmPassword')}
        value={values.confirmPassword}
        onChange={(confirmPassword) => onChange({ ...values, confirmPassword })}
        error={errors.confirmPassword}
        autoComplete="new-password"
      />
    </>
  );
};
