// The browser tab and a screen reader's page announcement name the page, in the user's language: "Customers ·
// Merchant Console". The name is what the page shows as its title (react-admin's header title, or the page's own
// h1 on pages outside the frame: login, start page), so every page, declared or hand-written, is named without
// saying so twice.
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

const pageName = (): string =>
  (document.getElementById('react-admin-title')?.textContent ?? '').trim() || (document.querySelector('h1')?.textContent ?? '').trim();

export const DocumentTitle = () => {
  const translate = useTranslate();
  const appTitle = translate('app.title');
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const name = pageName();
      const title = name && name !== appTitle ? `${name} · ${appTitle}` : appTitle;
      if (document.title !== title) document.title = title;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    update();
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [appTitle]);
  return null;
};
