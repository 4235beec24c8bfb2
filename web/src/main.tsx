import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { activateLanguage, detectLanguage, SOURCE_LANGUAGE } from '@/lib/i18n';
import { applyThemeClass, getTheme } from '@/lib/theme';

import './styles.css';

applyThemeClass(getTheme());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// English is part of this download; Kiswahili and French fetch their first words before the first
// render (a small chunk), so no screen flashes English first. If that fails, English it is.
void activateLanguage(detectLanguage())
  .catch(() => activateLanguage(SOURCE_LANGUAGE))
  .then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
