export declare const validate: typeof validate10;
export default validate10;
declare function validate10(data: any, { instancePath, parentData, parentDataProperty, rootData }?: {
    instancePath?: string | undefined;
    rootData?: any;
}): boolean;
