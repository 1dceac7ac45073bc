import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  root: __dirname,
  plugins: [
    // The auth-* tags are Sesame's custom elements, not Vue components.
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('auth-') } } }),
  ],
});
