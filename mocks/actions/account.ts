// The signed-in person's own details for the Account Profile page (QueryUserBaseInfo; payload not shown in the
// spec, so it answers with the user fields of spec 000 §3 "Merchant and user info").
import { defineAction } from '../registry';
import { db } from '../state';

defineAction('QueryUserBaseInfo', ({ user }) => {
  const merchant = db().merchants.find((entry) => entry.mercId === user.mercId);
  return {
    body: {
      usrNo: user.usrNo,
      firstName: user.firstName,
      lastName: user.lastName,
      mblNoPlain: user.mblNoPlain,
      email: user.email,
      loginName: user.loginName ?? '',
      roleName: user.roleName,
      superAdmin: user.superAdmin,
      mercId: user.mercId,
      mercNm: merchant?.mercNm ?? '',
      kycSts: user.kycSts,
    },
  };
});
