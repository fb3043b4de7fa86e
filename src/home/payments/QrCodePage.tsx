// /qrCode: the merchant's static QR code (GenerateQrCodeForTill without a till: its main till's), drawn in the
// browser by qrcode.react (already the console's QR library: Money → Tills draws a till's with it), only in this
// lazy module. Download PNG saves the canvas as a PNG file; Print prints the QR card alone (a print stylesheet
// hides the rest of the console).
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, CircularProgress, GlobalStyles, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { QRCodeCanvas } from 'qrcode.react';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { saveFile } from '../../flows/common/saveFile';
import { fetchMerchantQr, HOME_PAY_KEYS } from './homePayCalls';

const CARD_ID = 'merchant-qr-card';
const QR_SIZE = 256;

/** On paper, only the QR card: everything else is hidden, the card placed at the top of the page. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`#${CARD_ID}, #${CARD_ID} *`]: { visibility: 'visible' },
        [`#${CARD_ID}`]: { position: 'absolute', left: 0, top: 0, width: '100%', border: 'none' },
        [`#${CARD_ID} .no-print`]: { display: 'none' },
      },
    }}
  />
);

export const QrCodePage = () => {
  const translate = useTranslate();
  const canvas = useRef<HTMLCanvasElement>(null);
  const qr = useQuery({ queryKey: HOME_PAY_KEYS.qr, queryFn: fetchMerchantQr });

  const download = () => {
    const tillNo = qr.data?.tillNo ?? 'merchant';
    canvas.current?.toBlob((blob) => blob && saveFile(blob, `qr-code-${tillNo}.png`), 'image/png');
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      {printStyles}
      <Typography color="text.secondary">{translate('homePay.qrIntro')}</Typography>
      <Box
        id={CARD_ID}
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
      >
        {qr.data ? (
          <>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {qr.data.tillName}
            </Typography>
            <QRCodeCanvas
              ref={canvas}
              value={qr.data.qrCode}
              size={QR_SIZE}
              marginSize={2}
              role="img"
              aria-label={translate('homePay.qrLabel', { till: qr.data.tillNo })}
              style={{ maxWidth: '100%', height: 'auto' }}
            />
            <Typography>{translate('homePay.till', { till: qr.data.tillNo })}</Typography>
          </>
        ) : (
          <CircularProgress aria-label={translate('homePay.loading')} sx={{ m: 6 }} />
        )}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={download} disabled={!qr.data}>
          {translate('homePay.download')}
        </Button>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!qr.data}>
          {translate('homePay.print')}
        </Button>
      </Stack>
    </Stack>
  );
};
