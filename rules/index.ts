// The public surface of the rules engine. Pure: no IO, no clock ("today" is always an argument).
export * from "./types";
export { ProblemsError, childLocation, type Problem } from "./problems";
export { truthy } from "./jsonlogic/truthy";
export { createEngine, type Engine, type EngineOptions, type CustomOperation, type OperationSpec, type OperationFunction, type CompiledRule } from "./jsonlogic/engine";
export { DEFAULT_LIMITS, type RuleLimits, type ValidateRuleOptions } from "./jsonlogic/validate";
export { CUSTOM_OPERATIONS } from "./operations";
export { defaultEngine, compile, evaluate, validateRule } from "./default-engine";
export { compileForm, checkForm, type CompileFormOptions, type CompiledForm, type CompiledField, type CompiledFormRule, type CompiledProperty } from "./forms/compile-form";
export { fieldStates, validateForm, type FieldStates, type FormValidation } from "./forms/evaluate-form";
export { createAjv, SCHEMA_BASE, type SchemaResolver } from "./forms/schema-loader";
export { formatMessage, REQUIRED_KEY, INVALID_KEY, SCHEMA_KEYWORD_KEYS } from "./forms/messages";
export { compileTab, tabsForRole, type CompiledTab } from "./tabs/compile-tab";
export { toMongoQuery, NotTranslatableError, type MongoFilter } from "./tabs/to-mongo-query";
export { compileReminder, type CompiledReminder } from "./reminders/compile-reminder";
export { dueReminders, DEFAULT_GRACE_DAYS, type DueReminder } from "./reminders/due-reminders";
export { timeline, sendDays, type Timing } from "./reminders/timing";
export { compileConfiguration, checkConfiguration, type CompiledConfiguration } from "./config/compile-configuration";
export { createCompiledConfigCache, createLruCache, configCacheKey, type LruCache } from "./config/lru-cache";
