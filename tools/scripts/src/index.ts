// The scripts are entry points run with tsx (start, dev, test, bench); these are their reusable parts.
export { startServices, type Service, type RunningStack } from './services';
export { productionStack, devStack, stackOptionsFromEnv, type StackOptions } from './stack';
export { tallyNxTasks, stepResults, summaryLine, type TaskResult } from './tally';
