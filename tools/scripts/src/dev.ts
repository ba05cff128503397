import { startServices } from './services';
import { devStack, stackOptionsFromEnv } from './stack';

// `npm run dev`: no build; the API restarts on change and Vite hot-reloads the shell.
const stack = await startServices(devStack(stackOptionsFromEnv()));
process.exit(await stack.stopped);
