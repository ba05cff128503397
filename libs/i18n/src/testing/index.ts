export {
  TRANSLATED_LANGUAGES,
  namespaceParityIssues,
  placeholderNames,
  type ParityOptions,
} from './namespace-parity';
export { describeNamespaceParity, type NamespaceParitySuite } from './describe-namespace-parity';
