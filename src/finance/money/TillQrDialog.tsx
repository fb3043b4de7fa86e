// A till's QR code (GenerateQrCodeForTill), large enough to be scanned from the screen by a payer's phone.
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslate } from 'react-admin';
import { fetchTillQr, type Till } from './moneyCalls';

export const TillQrDialog = ({ till, onClose }: { till: Till | null; onClose: () => void }) => {
  const translate = useTranslate();
  const qr = useQuery({ queryKey: ['money', 'tillQr', till?.tillNo], queryFn: () => fetchTillQr(till!.tillNo), enabled: till !== null });
  return (
    <Dialog open={till !== null} onClose={onClose} aria-labelledby="till-qr-title">
      <DialogTitle id="till-qr-title">{translate('money.tillQrTitle', { till: till?.tillNo ?? '' })}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ alignItems: 'center', minWidth: { sm: 320 } }}>
          {qr.data ? (
            <QRCodeSVG value={qr.data.qrCode} size={220} marginSize={2} role="img" aria-label={translate('money.tillQr', { till: qr.data.tillNo })} />
          ) : (
            <CircularProgress aria-label={translate('money.loading')} />
          )}
          <Typography sx={{ fontWeight: 600 }}>{till?.tillName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('money.tillQrHint')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('money.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
