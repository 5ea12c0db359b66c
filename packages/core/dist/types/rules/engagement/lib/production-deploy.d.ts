import { type MarkdownDoc } from '../../../packages/core/src/kit.js';
export interface ProductionDeploy {
    /** 1-based line and column of the production named. */
    line: number;
    column: number;
    /** The line, trimmed. */
    text: string;
}
/**
 * The first line of a deploy log that names a production deploy: one naming production that does not say it
 * was not deployed or only rehearsed. A heading naming production (`## prod`) stands for its section: it
 * names none when a line under it says the change was not made there ("Plan only … Apply is … outside this
 * engagement") and no line under it says it was (`terraform apply`, "Apply complete", "deployed").
 */
export declare function productionDeployLine(doc: MarkdownDoc | undefined): ProductionDeploy | undefined;
