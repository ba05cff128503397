import { startBalancer } from './cluster-proxy';
import { clusterOptionsFromEnv, clusterStack } from './cluster-stack';
import { run } from './run';
import { startServices } from './services';
import { devToolsOn, serverBuildArgs, stackOptionsFromEnv, startDevTools, webBuildArgs } from './stack';

// `npm run start:cluster`: `npm start` with several API instances behind one port (docs/scale-out.md).
// The builds are npm start's; the balancer listens first and answers 502 until an instance is up.
const started = Date.now();
const options = stackOptionsFromEnv();
let cluster;
try {
  cluster = clusterOptionsFromEnv(process.env, options.port);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
for (const args of [serverBuildArgs(), webBuildArgs(options.brand)]) {
  const build = await run('nx', args, { env: { BRAND: options.brand, NX_TUI: 'false' } });
  if (build.code !== 0) {
    console.error('Building failed; see above.');
    process.exit(build.code);
  }
}

const devTools = startDevTools();
const { services, targets } = clusterStack(options, cluster, devTools);
const host = options.host ?? 'localhost';
const balancer = await startBalancer({ host, port: options.port, targets });
const stack = await startServices(services);
if (stack.ready) {
  const ports = targets.map((target) => target.port).join(', ');
  console.log(
    `Casino is running at http://${host}:${options.port}/en on ${targets.length} API instances ` +
      `(ports ${ports}) in ${((Date.now() - started) / 1000).toFixed(1)}s. Ctrl-C stops them.`,
  );
  if (devToolsOn(devTools)) {
    console.log(
      'demo mode: simulated SMS/email outbox and payment simulator are ON — never expose this ' +
        '(a production start sets NODE_ENV=production; see docs/deploy.md)',
    );
  }
}
const code = await stack.stopped;
await balancer.close();
process.exit(code);
