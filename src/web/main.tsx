import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initI18n } from './i18n/i18n.ts';
import { queryClient } from './lib/api.ts';
import { router } from './router.tsx';
import './styles/global.css';

async function start() {
  await initI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
