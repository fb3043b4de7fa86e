// /setBankInfo: the settlement account (bank, branch: BankList, BankBranchList; account name and number). Saving
// it finishes the setup: the business setup status turns Y, so the merchant's menu and functions are loaded again
// (spec 001 §Store) and the business pages open; the plan comes next.
import { Alert, Box, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, SelectInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { reloadMerchantFunctions } from '../../auth/authProvider';
import { InputFor } from '../../engine/inputs/InputFor';
import { fieldValidator } from '../../engine/inputs/fieldValidator';
import { toWireRecord } from '../../engine/pages/saving';
import { describeEntity } from '../../validation/validate';
import './setupEntities';
import { loadBanks, loadBranches, saveBank } from './businessCalls';
import { useFormSave } from './useFormSave';
import { SetupStepButtons } from './SetupStepButtons';
import { StepHeading } from './StepHeading';
import { useSetup } from './setupContext';
import { hasStakeholderStep } from '../../config/businessSetup/businessForm';
import { SETUP_PATHS } from '../../config/businessSetup/setupSteps';

type Choice = { id: string; name: string };

const BranchInput = ({ label }: { label: string }) => {
  const translate = useTranslate();
  const bankCode = useWatch({ name: 'bankCode' }) as string | undefined;
  const { setValue, getValues } = useFormContext();
  const [branches, setBranches] = useState<Choice[]>([]);
  useEffect(() => {
    if (!bankCode) return;
    let live = true;
    loadBranches(bankCode).then(
      (list) => {
        if (!live) return;
        setBranches(list.map((entry) => ({ id: entry.branchCode, name: entry.branchName })));
        const chosen = getValues('branchCode') as string;
        if (chosen && !list.some((entry) => entry.branchCode === chosen)) setValue('branchCode', '');
      },
      () => live && setBranches([]),
    );
    return () => {
      live = false;
    };
  }, [bankCode, getValues, setValue]);
  return (
    <SelectInput
      source="branchCode"
      label={label}
      choices={bankCode ? branches : []}
      disabled={!bankCode}
      helperText={bankCode ? undefined : translate('businessSetup.bank.chooseBankFirst')}
      validate={fieldValidator('businessSetup', 'branchCode', true)}
      emptyText=""
      fullWidth
    />
  );
};

export const BankStep = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { setup, reload } = useSetup();
  const [banks, setBanks] = useState<Choice[]>([]);
  const entity = describeEntity('businessSetup');
  useEffect(() => {
    loadBanks().then((list) => setBanks(list.map((bank) => ({ id: bank.bankCode, name: bank.bankName }))), () => setBanks([]));
  }, []);

  const label = (name: string) => translate(`businessSetup.bank.fields.${name}`);
  const { busy, failure, submit } = useFormSave(async (values) => {
    const fields = toWireRecord(entity, { bankCode: values.bankCode, branchCode: values.branchCode, acNm: values.acNm, acNo: values.acNo });
    await saveBank(fields as unknown as Parameters<typeof saveBank>[0]);
    await reloadMerchantFunctions();
    await reload();
    navigate(SETUP_PATHS.plan);
  });

  const record = { bankCode: setup.bankCode ?? '', branchCode: setup.branchCode ?? '', acNm: setup.acNm || setup.mercNm || '', acNo: setup.acNo ?? '' };
  return (
    <Stack spacing={2}>
      <StepHeading page="bank" />
      <Form record={record} onSubmit={submit} noValidate disableInvalidFormNotification>
        <Stack spacing={2}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            <SelectInput source="bankCode" label={label('bankCode')} choices={banks} validate={fieldValidator('businessSetup', 'bankCode', true)} emptyText="" fullWidth />
            <BranchInput label={label('branchCode')} />
            <InputFor entity="businessSetup" field={{ ...entity.fields.acNm!, required: true }} label={label('acNm')} fullWidth />
            <InputFor entity="businessSetup" field={{ ...entity.fields.acNo!, required: true }} label={label('acNo')} fullWidth />
          </Box>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <SetupStepButtons back={hasStakeholderStep(setup.businessType ?? '') ? SETUP_PATHS.stakeholders : SETUP_PATHS.form} label={translate('businessSetup.bank.finish')} disabled={busy} />
        </Stack>
      </Form>
    </Stack>
  );
};
