// /joinBusiness (from /growBusiness): someone the owner invited from Staff joins that business as staff. Three
// pages in one: find the invitation, prove the number, open the account; what was typed stays while going back. A
// signed-in merchant without a business finds the invitation for their own number and skips the code.
import { Box, Button, Link, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CenteredCard } from '../../layout/CenteredCard';
import { getSession, isLoggedIn } from '../../transport/session';
import { JoinAccountStep } from './JoinAccountStep';
import { JoinCodeStep } from './JoinCodeStep';
import { emptyJoinDraft, type JoinDraft } from './joinDraft';
import { JoinFindStep } from './JoinFindStep';

export const JoinBusinessPage = () => {
  const translate = useTranslate();
  const [draft, setDraft] = useState(() => emptyJoinDraft(isLoggedIn() ? getSession()?.mblNo : undefined));
  const update = useCallback((changes: Partial<JoinDraft>) => setDraft((current) => ({ ...current, ...changes })), []);
  const page = draft.verified ? 3 : draft.jrnNo ? 2 : 1;
  const Step = page === 3 ? JoinAccountStep : page === 2 ? JoinCodeStep : JoinFindStep;
  const back = () => update(page === 2 ? { jrnNo: null, code: '', demoCode: undefined, invitation: null } : {});

  return (
    <CenteredCard>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {translate('register.join.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('register.join.pageOf', { page: draft.signedIn && page === 3 ? 2 : page, total: draft.signedIn ? 2 : 3 })}
        </Typography>
      </Box>
      <Step draft={draft} update={update} />
      {page === 2 && (
        <Button onClick={back} sx={{ alignSelf: 'flex-start' }}>
          {translate('resetPassword.back')}
        </Button>
      )}
      {!draft.joined && !draft.signedIn && (
        <Link component={RouterLink} to="/growBusiness" variant="body2" sx={{ textAlign: 'center' }}>
          {translate('register.join.backToStart')}
        </Link>
      )}
    </CenteredCard>
  );
};
