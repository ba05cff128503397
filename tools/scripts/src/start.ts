import { run } from './run';
import { startServices } from './services';
import {
  devToolsOn,
  productionStack,
  serverBuildArgs,
  stackOptionsFromEnv,
  startDevTools,
  temporaryDataDir,
  webBuildArgs,
} from './stack';

// `npm start`: build the API, the game provider and the shell for BRAND (Nx answers from its cache when
// nothing changed), then run the compiled API, serving the shell, and the compiled game provider with
// plain node.
const started = Date.now();
const options = stackOptionsFromEnv();
for (const args of [serverBuildArgs(), webBuildArgs(options.brand)]) {
  const build = await run('nx', args, { env: { BRAND: options.brand, NX_TUI: 'false' } });
  if (build.code !== 0) {
    console.error('Building failed; see above.');
    process.exit(build.code);
  }
}

const devTools = startDevTools();
const temporary = process.env['TEMP_DATA_DIR'] === '1' ? temporaryDataDir() : undefined;
if (temporary) options.dataDir = temporary.dataDir;

const stack = await startServices(productionStack(options, devTools));
if (stack.ready) {
  console.log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)}s.`);
  if (devToolsOn(devTools)) {
    console.log(
      'demo mode: simulated SMS/email outbox and payment simulator are ON — never expose this ' +
        '(a production start sets NODE_ENV=production; see docs/deploy.md)',
    );
  }
}
const code = await stack.stopped;
temporary?.cleanup();
process.exit(code);
