/** Whether an untracked file `name` holding `text` is one of engagement-lint's reports (any format). */
export declare function isOwnReport(name: string, text: string): boolean;
