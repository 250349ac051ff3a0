import './zod-config';
import '@/index.css';

// zod probes `new Function` when an object schema is defined, so jitless must be set before any
// module defines one (contract, features). A static import of the app would run first (imports are
// evaluated before this body, and the bundler hoists shared chunks): the app is loaded after it.
void import('./render');
