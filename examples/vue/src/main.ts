import { createApp } from 'vue';
import App from './App.vue';

// The elements come from the Sesame host; VITE_SESAME_HOST is its origin.
const script = document.createElement('script');
script.type = 'module';
script.src = `${import.meta.env.VITE_SESAME_HOST}/elements.js`;
document.head.append(script);

createApp(App).mount('#app');
