import { createRoot } from 'react-dom/client';
import { Dashboard } from './Dashboard';
import { DASHBOARD_CSS } from './styles';

/** The merchant dashboard's entry (docs/dashboard.md), served at /dashboard/ as /dashboard.js. */
const style = document.createElement('style');
style.textContent = DASHBOARD_CSS;
document.head.append(style);
createRoot(document.getElementById('root')!).render(<Dashboard />);
