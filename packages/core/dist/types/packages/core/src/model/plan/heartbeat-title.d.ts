/** The title's phase (`.*?`, untrimmed) and what follows `completed` (undefined without it); undefined when not a heartbeat. */
export declare function heartbeatTitle(s: string): {
    phase: string;
    completed: string | undefined;
} | undefined;
