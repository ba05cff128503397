import { run } from './run';
import { startServices } from './services';
import { productionStack, stackOptionsFromEnv, temporaryDataDir } from './stack';

// `npm start`: build the shell (Nx answers from its cache when nothing changed), then serve it with the API.
const started = Date.now();
const build = await run('nx', ['build', 'casino-web', '--output-style=static'], {
  env: { NX_TUI: 'false' },
});
if (build.code !== 0) {
  console.error('Building casino-web failed; see above.');
  process.exit(build.code);
}

const options = stackOptionsFromEnv();
const temporary = process.env['TEMP_DATA_DIR'] === '1' ? temporaryDataDir() : undefined;
if (temporary) options.dataDir = temporary.dataDir;

const stack = await startServices(productionStack(options));
if (stack.ready) console.log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)}s.`);
const code = await stack.stopped;
temporary?.cleanup();
process.exit(code);
