export declare function buildVersion(): string;
