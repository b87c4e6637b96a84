export { DamageDiagramEditor, type DamageDiagramProps } from './damage-diagram.tsx';
export { GeneralStatePicker } from './general-state-picker.tsx';
