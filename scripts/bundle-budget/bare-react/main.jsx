// The yardstick of the bundle budget: the least a React 19 page can ship, built by the same Vite as the portal.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(<h1>Hello</h1>);
