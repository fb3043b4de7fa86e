// A create form as a wizard: one section per step. Next checks only that step's fields, x-unique ones with the
// server too (useUniqueCheck); every step stays mounted (hidden) so nothing typed is lost going back and forth, and
// Save on the last step checks them all. When a save is refused for a field on an earlier step (by the form or by
// the server), the wizard goes back to that step.
import { Box, Button, Step, StepButton, Stepper, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useEffect, useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { Toolbar, useTranslate } from 'react-admin';
import { useTrackUnsavedChanges } from '../../layout/unsavedChanges';
import type { ResourceDefinition } from '../../config/definitions';
import { sectionLabel } from './labels';
import { NewRecordSaveButton } from './NewRecordSaveButton';
import { SectionFields, sectionSources } from './SectionFields';
import { useAppliedSections } from './useAppliedSections';
import { useUniqueCheck } from './useUniqueCheck';

// At a desk the bar reaches the card's edges (the card's 16 px padding taken back). On a phone react-admin fixes it to
// the bottom of the screen, where those margins pushed it 16 px off the left and the bottom edges.
const stepsToolbar = { mx: { xs: 0, sm: -2 }, mb: { xs: 0, sm: -2 }, mt: 1, gap: 1, alignSelf: 'stretch' } as const;
// On a phone the steps keep room below them for that bar, as react-admin's form does for its own (5em): the bar here is
// one of the form's children, and the form's room for it gave way to the card's last-child padding, so the bar hid the
// end of the step (a promotion's Description).
const stepsBox = { width: '100%', maxWidth: 960, pb: { xs: '5em', sm: 0 } } as const;

export const FormSteps = ({ definition }: { definition: ResourceDefinition }) => {
  const translate = useTranslate();
  useTrackUnsavedChanges();
  // A step that does not apply to what was chosen (a coupon's rules for a discount) is not one of the steps.
  const sections = useAppliedSections(definition);
  const [active, setActive] = useState(0);
  const { trigger, setFocus } = useFormContext();
  const { errors, submitCount } = useFormState();
  const last = active === sections.length - 1;
  const stepHasError = (index: number) => sectionSources(sections[index]!).some((source) => source in errors);

  useEffect(() => {
    if (submitCount === 0) return;
    const first = sections.findIndex((_, index) => stepHasError(index));
    if (first !== -1 && first !== active) setActive(first);
    // Only a new submission (or the server's answer to it) moves the wizard; browsing steps does not.
  }, [submitCount, errors]);

  // Keyboard users land on the step's first field, not back at the top of the page.
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (moved) setFocus(sectionSources(sections[active]!)[0]!);
  }, [active]);

  const checkUnique = useUniqueCheck(definition);
  const [checking, setChecking] = useState(false);
  const next = async () => {
    const sources = sectionSources(sections[active]!);
    if (!(await trigger(sources))) return;
    setChecking(true);
    const free = await checkUnique(sources).finally(() => setChecking(false));
    if (!free) return;
    setMoved(true);
    setActive(active + 1);
  };
  // Going forward past unchecked steps is not allowed; going back to any earlier step is.
  const goTo = (index: number) => index < active && setActive(index);

  return (
    <>
      <Box sx={stepsBox}>
        <Stepper
          nonLinear
          activeStep={active}
          sx={(theme) => ({
            mb: 3,
            // A phone has room for every step's number but only the current step's name: the others keep theirs
            // for screen readers, out of sight.
            [theme.breakpoints.down('sm')]: {
              '& .MuiStepLabel-label:not(.Mui-active)': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
            },
          })}
        >
          {sections.map((section, index) => (
            <Step key={section.key} completed={index < active}>
              <StepButton
                onClick={() => goTo(index)}
                disabled={index > active}
                optional={
                  stepHasError(index) && index !== active ? (
                    <Typography variant="caption" color="error">
                      {translate('engine.stepHasErrors')}
                    </Typography>
                  ) : undefined
                }
              >
                {translate(sectionLabel(definition.name, section.key))}
              </StepButton>
            </Step>
          ))}
        </Stepper>
        {sections.map((section, index) => (
          <Box key={section.key} hidden={index !== active} role="group" aria-label={translate(sectionLabel(definition.name, section.key))}>
            <SectionFields definition={definition} section={section} mode="create" />
          </Box>
        ))}
      </Box>
      <Toolbar sx={stepsToolbar}>
        {active > 0 && (
          <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={() => setActive(active - 1)}>
            {translate('engine.back')}
          </Button>
        )}
        {last ? (
          <NewRecordSaveButton />
        ) : (
          <Button variant="contained" endIcon={<ArrowForwardIcon />} onClick={() => void next()} disabled={checking}>
            {translate('engine.next')}
          </Button>
        )}
      </Toolbar>
    </>
  );
};
