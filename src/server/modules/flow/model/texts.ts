/** Texts of the call-flow server where the spec is silent (our own wording); the spec's own are in @shared/messages. */
export const flowTexts = {
  recursion: 'This task cannot be linked: it would run itself again through its linked tasks.',
  noRecursion: 'The task can be linked.',
  taskTypeFixed: 'task_type: The task type of a task cannot be changed.',
  gotoOtherTask: 'goto_node_id: The target node must be a node of the same task.',
  nothingToUndo: 'There is nothing to undo.',
  nothingToRedo: 'There is nothing to redo.',
  unknownNodeType: 'node_type: This node type is not registered.',
  unknownCondition: 'connector_condition: The node has no such condition.',
} as const;
