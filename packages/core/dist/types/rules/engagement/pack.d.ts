declare const _default: import("../../packages/core/src/pack.js").PackDescriptor;
export default _default;
