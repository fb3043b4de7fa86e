// The sector, chosen among the industry's (CommonDictionary): it waits for the industry and is emptied when the
// industry changes, so a business never keeps a sector of another industry.
import { useEffect, useRef, useState } from 'react';
import { SelectInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { fieldValidator } from '../../engine/inputs/fieldValidator';
import { loadSectors } from './businessCalls';

export const SectorInput = ({ label, required }: { label: string; required: boolean }) => {
  const translate = useTranslate();
  const industry = useWatch({ name: 'industry' }) as string | undefined;
  const sector = useWatch({ name: 'sector' }) as string | undefined;
  const { setValue } = useFormContext();
  const [sectors, setSectors] = useState<Array<{ id: string; name: string }>>([]);
  const lastIndustry = useRef(industry);

  useEffect(() => {
    if (lastIndustry.current !== industry) {
      lastIndustry.current = industry;
      setValue('sector', '', { shouldDirty: true });
    }
    if (!industry) {
      setSectors([]);
      return;
    }
    let live = true;
    loadSectors(industry).then(
      (list) => live && setSectors(list.map((entry) => ({ id: entry.dictCode, name: entry.dictName }))),
      () => live && setSectors([]),
    );
    return () => {
      live = false;
    };
  }, [industry, setValue]);

  // A sector saved before the list changed stays choosable, so the form never shows a value it cannot.
  // The sector is kept by its code; the server names it in the user's language.
  const offered = sector && !sectors.some((entry) => entry.id === sector) ? [{ id: sector, name: sector }, ...sectors] : sectors;
  return (
    <SelectInput
      source="sector"
      label={label}
      choices={offered}
      translateChoice={false}
      disabled={!industry}
      helperText={industry ? undefined : translate('businessSetup.form.chooseIndustryFirst')}
      validate={fieldValidator('businessSetup', 'sector', required)}
      emptyText=""
      fullWidth
    />
  );
};
