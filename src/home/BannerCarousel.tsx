// The provider's merchant banners (MerchantBannerList), one at a time. It turns every few seconds unless the
// pointer or keyboard focus is on it or the person asked for reduced motion; arrows and dots move by hand.
import { Box, IconButton, Skeleton, Stack, Typography, useMediaQuery } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { getLanguage } from '../transport/language';
import { fetchBanners, type MerchantBanner } from './homeCalls';

const TURN_EVERY_MS = 6000;
const HEIGHT = 200;

/** Addresses the server gives relative to the console resolve under its base path (/Merchant/). */
const imageAddress = (url: string) => (/^([a-z]+:|\/)/i.test(url) ? url : `${import.meta.env.BASE_URL}${url}`);

export const BannerCarousel = () => {
  // The server writes the banners in the request's language, so they are kept per language. The key is the
  // language requests carry now (it changes once react-admin has switched the translations and re-rendered),
  // not the locale setting, which changes a moment earlier and would cache the old language under the new key.
  const banners = useQuery({ queryKey: ['home', 'banners', getLanguage()], queryFn: fetchBanners, staleTime: 5 * 60_000 });
  if (banners.isPending) return <Skeleton variant="rounded" height={HEIGHT} />;
  if (!banners.data?.length) return null; // no banners, or they failed (the toast said so): the page goes on without
  return <Slides banners={banners.data} />;
};

const Slides = ({ banners }: { banners: MerchantBanner[] }) => {
  const translate = useTranslate();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const count = banners.length;
  const shown = banners[index % count]!;

  useEffect(() => {
    if (held || reducedMotion || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), TURN_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [held, reducedMotion, count]);

  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={translate('home.bannersLabel')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(-1);
        if (event.key === 'ArrowRight') go(1);
      }}
      sx={{ position: 'relative', height: HEIGHT, borderRadius: 2, overflow: 'hidden', bgcolor: 'primary.dark', color: '#fff' }}
    >
      <Box
        component="img"
        src={imageAddress(shown.imageUrl)}
        // The banner is the largest thing Home paints: fetched ahead of the page's other pictures.
        fetchPriority="high"
        alt=""
        // The pictures leave the left of the banner free for its text; a phone has no such room, so there the
        // picture stays a faint background and the text reads on the banner's own colour.
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'right center', opacity: { xs: 0.25, sm: 1 } }}
      />
      <Box
        role="group"
        aria-roledescription="slide"
        aria-label={translate('home.bannerPosition', { index: (index % count) + 1, count })}
        aria-live={held ? 'polite' : 'off'}
        sx={{
          position: 'absolute',
          inset: 0,
          px: { xs: 7, sm: 9 },
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          maxWidth: 720,
          background: 'linear-gradient(90deg, rgba(0,0,0,0.35) 0%, rgba(0,0,0,0) 100%)',
        }}
      >
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {shown.title}
        </Typography>
        <Typography variant="body1" sx={{ opacity: 0.92 }}>
          {shown.text}
        </Typography>
      </Box>
      {count > 1 && (
        <>
          <IconButton aria-label={translate('home.previousBanner')} onClick={() => go(-1)} sx={arrowSx('left')}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton aria-label={translate('home.nextBanner')} onClick={() => go(1)} sx={arrowSx('right')}>
            <ChevronRightIcon />
          </IconButton>
          <Stack direction="row" sx={{ position: 'absolute', bottom: 4, left: '50%', transform: 'translateX(-50%)' }}>
            {banners.map((banner, position) => (
              // The dot is drawn small, but the button around it is 24 px high so a thumb can hit it (WCAG 2.5.8).
              <Box
                key={banner.bannerId}
                component="button"
                type="button"
                aria-label={translate('home.showBanner', { index: position + 1 })}
                aria-current={position === index % count ? 'true' : undefined}
                onClick={() => setIndex(position)}
                sx={{
                  minWidth: 24,
                  height: 24,
                  px: 0.5,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  '&::after': {
                    content: '""',
                    display: 'block',
                    width: position === index % count ? 22 : 8,
                    height: 8,
                    borderRadius: 4,
                    bgcolor: position === index % count ? '#fff' : 'rgba(255,255,255,0.5)',
                    transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
                  },
                  '&:focus-visible': { outline: '2px solid #fff', outlineOffset: -2, borderRadius: 1 },
                }}
              />
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
};

const arrowSx = (side: 'left' | 'right') => ({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  [side]: 8,
  color: '#fff',
  bgcolor: 'rgba(0,0,0,0.25)',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.4)' },
});
