import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { captureCampaignParams } from './lib/attribution';

// The app for every page that is not prerendered (app/prerender/ hydrates those).

// Before the router can rewrite the URL.
captureCampaignParams();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(<App router={createAppRouter()} Providers={AppProvider} />);
