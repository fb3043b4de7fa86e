import type { Device, UserAccount } from './types';

/** Phones and computers each demo user logged in from before; the browser in use joins them at login. */
export const makeDevices = (users: readonly UserAccount[]): Device[] =>
  users.flatMap((user, index) =>
    [
      ['Samsung Galaxy A14', '35291811', '20261118', '081512'],
      ['Tecno Spark 10', '86472905', '20261102', '193044'],
      ['Windows PC · Edge', '', '20261021', '101133'],
    ].map(([deviceName, imeiStart, lastLoginDt, lastLoginTm], deviceIndex) => ({
      deviceId: `DV${String(index * 10 + deviceIndex + 1).padStart(6, '0')}`,
      usrNo: user.usrNo,
      deviceName,
      imei: imeiStart ? `${imeiStart}${String(1000000 + index * 97 + deviceIndex).slice(-7)}` : '',
      lastLoginDt,
      lastLoginTm,
      useSts: '0' as const,
      bindSts: 'Y' as const,
    })),
  );
