import '@keystone/ui/styles.css';

// The browser paints index.html's logo first, then runs the app: index.html has already fetched its code
// (build/preload-app.ts), and evaluating some 300 KB of script before the first paint kept the page blank meanwhile.
// A page opened in a background tab starts at once: it paints nothing until it is shown.
const start = () => void import('./start.tsx');
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));
