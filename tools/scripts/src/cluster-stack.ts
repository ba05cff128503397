import type { Target } from './cluster-proxy';
import type { Service } from './services';
import type { StackOptions } from './stack';
import { productionStack } from './stack';

export interface ClusterOptions {
  /** How many API instances (INSTANCES, default 2). */
  instances: number;
  /** The first instance's own port; the others follow (CLUSTER_BASE_PORT, default the front port + 10). */
  basePort: number;
  databaseUrl: string;
  redisUrl: string;
}

export interface ClusterStack {
  /** Started in order, each ready before the next: the first migrates and seeds, the rest find it done. */
  services: Service[];
  /** Where the balancer sends requests. */
  targets: Target[];
}

/** Reads the cluster's settings; refuses to go on without the shared database and Redis it needs. */
export function clusterOptionsFromEnv(env: NodeJS.ProcessEnv, frontPort: number): ClusterOptions {
  const databaseUrl = env['DATABASE_URL'];
  const redisUrl = env['REDIS_URL'];
  if (!databaseUrl || !redisUrl) {
    throw new Error(
      'start:cluster needs DATABASE_URL (PostgreSQL) and REDIS_URL: the instances share their data, events ' +
        'and rate limits through them, and PGlite serves one process only. See docs/scale-out.md.',
    );
  }
  const instances = Number(env['INSTANCES'] ?? 2);
  if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
    throw new Error(`INSTANCES must be a whole number from 1 to 16, not ${env['INSTANCES']}`);
  }
  const basePort = Number(env['CLUSTER_BASE_PORT'] ?? frontPort + 10);
  return { instances, basePort, databaseUrl, redisUrl };
}

/**
 * `npm run start:cluster`: the `npm start` stack with the API started `instances` times on internal ports
 * (127.0.0.1 only, since they trust the balancer's X-Forwarded-For), all on one PostgreSQL and one Redis.
 * The game provider calls the front port, like any client.
 */
export function clusterStack(
  options: StackOptions,
  cluster: ClusterOptions,
  devTools: string | undefined,
): ClusterStack {
  const [api, ...rest] = productionStack(options, devTools);
  if (!api) throw new Error('the production stack has no API');
  const targets: Target[] = [];
  const services: Service[] = [];
  for (let i = 0; i < cluster.instances; i += 1) {
    const port = cluster.basePort + i;
    targets.push({ host: '127.0.0.1', port });
    services.push({
      name: `${api.name} #${i + 1}`,
      command: api.command,
      args: api.args,
      env: {
        ...api.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        TRUST_PROXY: '1',
        DATABASE_URL: cluster.databaseUrl,
        REDIS_URL: cluster.redisUrl,
      },
      readyUrl: `http://127.0.0.1:${port}/healthz`,
    });
  }
  return { services: [...services, ...rest], targets };
}
