import type { Rule } from 'eslint';

export declare const noImportCycle: Rule.RuleModule;
