import { ruleEngine } from '../../src/modules/efactura/official-rules.validator.js';

/**
 * The product's official e-Factura rules (src/modules/efactura/official-rules.validator.ts: the UBL
 * 2.1 schema, EN 16931 and CIUS-RO, as ANAF's validator applies them) for the tests: one
 * implementation, the one that gates every issued document.
 */
export {
  compileRuleSets,
  describeFailures,
  officialRuleFailures,
  RULE_SETS,
  type OfficialRuleFailure as RuleFailure,
} from '../../src/modules/efactura/official-rules.validator.js';

/** Compiles (if needed) and loads the rule sets now (a test's beforeAll), so the first validation is not the slow one. */
export function prepareRuleSets(): Promise<void> {
  const started = ruleEngine()
    .start()
    .then(() => undefined);
  // Some callers do not wait for it (the first validation does): a failure then surfaces there.
  started.catch(() => undefined);
  return started;
}
