// Types of nu-check.mjs for the site's TypeScript (e2e/nu-html.spec.ts).
export declare const JAVA: string;
export declare const VNU_JAR: string;
export declare const VNU_VERSION: string;
export declare const KNOWN_FALSE_POSITIVES: readonly { message: RegExp; why: string }[];
export declare function ensureJava(): Promise<void>;
export declare function htmlFilesOf(dir: string, prefix?: string): string[];
export declare function problemsOf(
  json: string,
  options?: { base?: string; falsePositives?: readonly { message: RegExp }[] },
): string[];
export declare function checkHtml(
  files: readonly string[],
  options: { cwd: string },
): Promise<{ problems: string[]; seconds: number }>;
