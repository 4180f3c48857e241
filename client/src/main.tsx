/**
 * @fileoverview Entry point of the web client: mounts the app into index.html's #root.
 */

import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import './styles.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
createRoot(container).render(<App />);
