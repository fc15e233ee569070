import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadIconsOnDemand } from './shell/icons';
import { keepKeyClicksWhereThePressWas } from './shell/keyClicks';

loadIconsOnDemand();
keepKeyClicksWhereThePressWas();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
