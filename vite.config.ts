import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// Shared by Storybook and the story tests; the portal has its own config that extends this one.
export default defineConfig({
  plugins: [tailwindcss()],
});
