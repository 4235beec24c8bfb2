import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { keepInstallOffer } from '@/features/pwa/install-event';
import { registerServiceWorkerAfterLoad, takeUpdateAtStart } from '@/features/pwa/start';
import { activateLanguage, detectLanguage, SOURCE_LANGUAGE } from '@/lib/i18n';
import { applyThemeClass, getTheme } from '@/lib/theme';

import './styles.css';

applyThemeClass(getTheme());
// The browser's offer to install the app can come before any screen's code: kept for later.
keepInstallOffer();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// English is part of this download; Kiswahili and French fetch their first words before the first
// render (a small chunk), so no screen flashes English first. If that fails, English it is. A new
// version of the app waiting since an earlier visit is taken now, before anything shows.
void Promise.all([activateLanguage(detectLanguage()).catch(() => activateLanguage(SOURCE_LANGUAGE)), takeUpdateAtStart()]).then(
  ([, reloading]) => {
    if (reloading) return;
    // The installable app: the worker that opens it offline, and new versions at calm moments.
    registerServiceWorkerAfterLoad();
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  },
);
