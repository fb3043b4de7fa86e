// The business types as a list of choices, each with what it means (typeChoices.ts).
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { VISUALLY_HIDDEN } from '../../layout/visuallyHidden';
import { TYPE_CHOICES } from './typeChoices';

export const TypeChoiceGroup = ({ value, onChange }: { value: string; onChange: (key: string) => void }) => {
  const translate = useTranslate();
  return (
    <FormControl>
      <FormLabel id="business-type" sx={VISUALLY_HIDDEN}>
        {translate('businessSetup.steps.type')}
      </FormLabel>
      <RadioGroup aria-labelledby="business-type" value={value} onChange={(event) => onChange(event.target.value)}>
        {TYPE_CHOICES.map((entry) => (
          <FormControlLabel
            key={entry.key}
            value={entry.key}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', border: 1, borderColor: value === entry.key ? 'primary.main' : 'divider', borderRadius: 1, m: 0, mb: 1, p: 1, pr: 2 }}
            label={
              <Stack sx={{ pt: 0.75 }}>
                <Typography sx={{ fontWeight: 600 }}>{translate(`businessSetup.type.choices.${entry.key}.title`)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate(`businessSetup.type.choices.${entry.key}.text`)}
                </Typography>
              </Stack>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
};
