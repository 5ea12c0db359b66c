/** Whether `child` is `parent` or lies below it (both absolute and resolved the same way). */
export declare function pathInside(child: string, parent: string): boolean;
